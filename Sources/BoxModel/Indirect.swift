/// A value stored out of line with copy-on-write, so that the rarely-read parts
/// of a node (its looks, its text) don't make every node wide. Layout walks
/// millions of nodes; the narrower a node, the more of them fit in a cache line.
@propertyWrapper
public struct Indirect<Value: Equatable & Sendable>: Equatable, Sendable {
    @usableFromInline var storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    @inlinable public var wrappedValue: Value {
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
    @usableFromInline final class Storage: @unchecked Sendable {
        @usableFromInline var value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }
}
