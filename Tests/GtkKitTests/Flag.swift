/// A value a test changes between emissions and a handler reads.
@MainActor
final class Flag<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
