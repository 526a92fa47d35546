import Foundation

/// Fingers on the screen as input steps for mutter (`MutterInput`): where
/// they go and how fast. A finger's events come every `frame` milliseconds,
/// as a touch screen reports them, so GTK's recognisers measure real speeds.
enum TouchGesture {
    typealias Point = (x: Double, y: Double)
    typealias Step = MutterInput.Step

    /// Milliseconds between two events of a moving finger.
    static let frame = 16

    /// One finger down and up at `point`, `drift` pixels to the right between.
    static func tap(_ point: Point, drift: Double = 0) -> [Step] {
        var steps: [Step] = [.down(slot: 0, x: point.x, y: point.y), .pause(milliseconds: frame)]
        if drift != 0 { steps += [.motion(slot: 0, x: point.x + drift, y: point.y), .pause(milliseconds: frame)] }
        return steps + [.up(slot: 0)]
    }

    /// One finger held still at `point` for `milliseconds`.
    static func press(_ point: Point, milliseconds: Int) -> [Step] {
        [.down(slot: 0, x: point.x, y: point.y), .pause(milliseconds: milliseconds), .up(slot: 0)]
    }

    /// One finger from `start` to `end` in `milliseconds`, in a straight line.
    static func stroke(from start: Point, to end: Point, milliseconds: Int) -> [Step] {
        let count = max(2, milliseconds / frame)
        var steps: [Step] = [.down(slot: 0, x: start.x, y: start.y)]
        for index in 1...count {
            let t = Double(index) / Double(count)
            steps += [.pause(milliseconds: frame),
                      .motion(slot: 0, x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)]
        }
        return steps + [.pause(milliseconds: frame), .up(slot: 0)]
    }

    /// Two fingers on a line through `center`, from `startDistance` apart to
    /// `endDistance`, turning by `degrees` on the way, in `milliseconds`.
    static func twoFingers(
        around center: Point, from startDistance: Double, to endDistance: Double, turning degrees: Double = 0,
        startAngle: Double = 0, milliseconds: Int = 400
    ) -> [Step] {
        func fingers(_ t: Double) -> (Point, Point) {
            let radius = (startDistance + (endDistance - startDistance) * t) / 2
            let angle = (startAngle + degrees * t) * .pi / 180
            let dx = radius * cos(angle), dy = radius * sin(angle)
            return ((center.x - dx, center.y - dy), (center.x + dx, center.y + dy))
        }
        let count = max(2, milliseconds / frame)
        let (first, second) = fingers(0)
        var steps: [Step] = [.down(slot: 0, x: first.x, y: first.y), .down(slot: 1, x: second.x, y: second.y)]
        for index in 1...count {
            let (a, b) = fingers(Double(index) / Double(count))
            steps += [.pause(milliseconds: frame), .motion(slot: 0, x: a.x, y: a.y), .motion(slot: 1, x: b.x, y: b.y)]
        }
        return steps + [.pause(milliseconds: frame), .up(slot: 1), .up(slot: 0)]
    }
}

extension AccessibleNode.Extents {
    /// The middle, as a touch point.
    var touchPoint: TouchGesture.Point { (Double(x) + Double(width) / 2, Double(y) + Double(height) / 2) }
}
