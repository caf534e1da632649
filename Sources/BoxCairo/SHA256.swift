import CCairo

/// SHA-256, from GLib's `GChecksum`: GLib is linked already (through Pango),
/// so the digest costs boxrender no library of its own; swift-crypto's
/// BoringSSL was 888 C files in every build, used only for this.
///
/// Fed in any number of pieces; `hex` ends it. One value per digest, on one
/// thread at a time.
public final class SHA256: @unchecked Sendable {
    private let checksum: OpaquePointer

    public init() {
        // g_checksum_new fails only for an unknown type.
        checksum = g_checksum_new(G_CHECKSUM_SHA256)!
    }

    deinit { g_checksum_free(checksum) }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        g_checksum_update(checksum, base.assumingMemoryBound(to: guchar.self), gssize(bytes.count))
    }

    public func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest as 64 lowercase hex digits; nothing may be fed after it.
    public var hex: String {
        String(cString: g_checksum_get_string(checksum))
    }

    /// The hex SHA-256 of `bytes`.
    public static func hex(of bytes: [UInt8]) -> String {
        let hasher = SHA256()
        hasher.update(bytes)
        return hasher.hex
    }
}
