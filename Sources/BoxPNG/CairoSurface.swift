import CCairo

/// Owns one `cairo_surface_t`: its status is checked when it is made, and it is
/// destroyed when the last Swift reference goes. Image surfaces only — the
/// kinds boxrender draws into and reads back.
package final class CairoSurface {
    package let pointer: OpaquePointer

    /// Takes over a surface a Cairo call returned (one reference), throwing
    /// (and releasing it) if Cairo handed back an error surface.
    package init(adopting pointer: OpaquePointer, operation: @autoclosure () -> String) throws(CairoError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw CairoError(operation: operation(), status: status)
        }
        self.pointer = pointer
    }

    /// A new image surface, cleared to transparent (Cairo zero-fills it).
    package convenience init(format: cairo_format_t, width: Int, height: Int) throws(CairoError) {
        guard width >= 0, height >= 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw CairoError(operation: "creating a \(width)×\(height) image", status: CAIRO_STATUS_INVALID_SIZE)
        }
        try self.init(
            adopting: cairo_image_surface_create(format, Int32(width), Int32(height)),
            operation: "creating a \(width)×\(height) image")
    }

    deinit { cairo_surface_destroy(pointer) }

    package var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    package var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    package var format: cairo_format_t { cairo_image_surface_get_format(pointer) }
    package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Makes every pixel transparent black, as a new surface is.
    package func clear() {
        withMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bytes.count)
        }
    }

    /// A new surface of the same format holding this one's first `rows` rows.
    package func copy(rows: Int) throws(CairoError) -> CairoSurface {
        let copy = try CairoSurface(format: format, width: width, height: rows)
        let rowBytes = min(stride, copy.stride)
        withMutableBytes { source in
            copy.withMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<rows {
                    (to + row * copy.stride).copyMemory(from: from + row * stride, byteCount: rowBytes)
                }
            }
        }
        return copy
    }

    /// Calls `body` with the pixel bytes (`stride × height`), after finishing
    /// pending drawing, and tells Cairo afterwards that they may have changed.
    package func withMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        guard let data = cairo_image_surface_get_data(pointer) else {
            return try body(UnsafeMutableRawBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeMutableRawBufferPointer(start: data, count: stride * height))
    }
}

/// Owns one `cairo_t` drawing into a `CairoSurface`, which it keeps alive.
package final class CairoContext {
    package let pointer: OpaquePointer
    package let surface: CairoSurface

    package init(_ surface: CairoSurface) throws(CairoError) {
        let pointer: OpaquePointer = cairo_create(surface.pointer)
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(pointer)
            throw CairoError(operation: "creating a drawing context", status: status)
        }
        self.pointer = pointer
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if any drawing so far put the context into an error state.
    package func checkStatus(_ operation: @autoclosure () -> String) throws(CairoError) {
        try CairoError.check(cairo_status(pointer), operation())
    }
}

extension CairoSurface {
    /// The same pixels as an RGB24 surface when every one is opaque, else self.
    ///
    /// Cairo's PDF and SVG backends ask of a picture, each time it is drawn,
    /// whether it is opaque, and for an ARGB32 image that is not one of its
    /// own snapshots they scan every pixel to find out: a 2000×2000 picture
    /// drawn 2,000 times was 8·10⁹ pixels read (7 s). An RGB24 image is
    /// opaque by its format, and draws the same pixels.
    package func opaqueFormIfOpaque() throws(CairoError) -> CairoSurface {
        guard format == CAIRO_FORMAT_ARGB32, width > 0, height > 0 else { return self }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return self }
        let rowBytes = width * 4
        for row in 0..<height {
            let pixels = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where pixels[column] >> 24 != 0xFF { return self }
        }
        let opaque = try CairoSurface(format: CAIRO_FORMAT_RGB24, width: width, height: height)
        guard let target = cairo_image_surface_get_data(opaque.pointer) else { return self }
        for row in 0..<height {
            (target + row * opaque.stride).update(from: data + row * stride, count: rowBytes)
        }
        cairo_surface_mark_dirty(opaque.pointer)
        return opaque
    }
}
