import BoxCairo

/// The SHA-256 digest the CLI hashes a batch's inputs and the rendering
/// libraries with (`SHA256`, over GLib), for this package's targets only: a
/// public `SHA256` would clash with CryptoKit's and swift-crypto's in a user's
/// code.
package typealias InputDigest = SHA256
