/// An optional value stored out of line, for node fields that are almost
/// always absent (a child's `layoutItem`). Unlike `Indirect`, an absent value
/// costs no allocation: the field is one nil reference, pointer-sized, and a
/// box is only allocated when a value is set. Layout walks millions of nodes;
/// a field that every node paid for with a heap object would cost more than
/// the feature it serves.
@propertyWrapper
public struct OptionalIndirect<Value: Equatable & Sendable>: Equatable, Sendable {
    @usableFromInline var storage: Storage?

    public init(wrappedValue: Value?) {
        storage = wrappedValue.map(Storage.init)
    }

    @inlinable public var wrappedValue: Value? {
        get { storage?.value }
        set { storage = newValue.map(Storage.init) }
    }

    public static func == (lhs: OptionalIndirect, rhs: OptionalIndirect) -> Bool {
        lhs.storage === rhs.storage || lhs.storage?.value == rhs.storage?.value
    }

    /// Never mutated after creation (a new value gets a new box), so sharing
    /// it between threads is safe.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }
}
