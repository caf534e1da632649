import CCairo

extension FontLibrary {
    /// Gives fontconfig an empty process-wide configuration, for programs that
    /// draw text only through boxrender, such as its command line.
    ///
    /// Pango, when it makes a font map, loads fontconfig's process-wide
    /// configuration on a thread of its own: the system's `fonts.conf`, the
    /// files it includes and the caches of every installed font (about 6 ms of
    /// a 60 ms cold start, measured). boxrender never uses it — each
    /// `FontLibrary` has a configuration of its own fonts — and fontconfig loads
    /// the system's only while no configuration is current. A library must not
    /// call this: other code in the process may use the default configuration,
    /// which this replaces. Call it first, before anything uses fontconfig.
    public static func useEmptySystemConfiguration() {
        guard let empty = FcConfigCreate() else { return }
        // Kept for the life of the process: fontconfig before 2.13.1 takes no
        // reference of its own to the current configuration.
        if FcConfigSetCurrent(empty) == FcFalse { FcConfigDestroy(empty) }
    }
}
