/// A value stored out of line with copy-on-write, so that the rarely-read parts
/// of a node (its looks, its text) don't make every node wide. Layout walks
/// millions of nodes; the narrower a node, the more of them fit in a cache line.
@propertyWrapper
public struct Indirect<Value: Equatable & Sendable>: Equatable, Sendable {
    private var storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        set {
            if isKnownUniquelyReferenced(&storage) {
                storage.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }

    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    /// Mutated only while uniquely referenced (copy-on-write), so sharing it
    /// between threads is safe.
    final class Storage: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}
