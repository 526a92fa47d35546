import TableCore

/// Grid layout of Set cards on the 1920x1080 table, as every resize and
/// every change of card count computes it.
enum LayoutBenchmarks {
    static var all: [Benchmark] {
        [
            Benchmark("layout.81", unit: .microseconds) { count in
                for _ in 0..<count { keep(layout(81)) }
            },
            Benchmark("layout.1-81-total", unit: .microseconds) { count in
                for _ in 0..<count {
                    for cards in 1...81 { keep(layout(cards)) }
                }
            },
        ]
    }

    private static func layout(_ count: Int) -> GridLayout {
        GridLayout(count: count, width: Double(TableScene.width), height: Double(TableScene.height),
                   aspectRatio: TableScene.setAspectRatio, maxCardWidth: TableGeometry.maxCardWidth(aspectRatio: TableScene.setAspectRatio))
    }
}
