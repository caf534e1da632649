// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "boxrender",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "boxrender", targets: ["boxrender"]),
        .library(name: "BoxRender", targets: ["BoxRender"]),
        .library(name: "BoxRenderTesting", targets: ["BoxRenderTesting"]),
        .plugin(name: "RenderBoxes", targets: ["RenderBoxes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Value types shared by every stage: nodes, geometry, colours, borders, shadows.
        .target(name: "BoxModel"),
        // The one file layer: a folder that paths from data resolve beneath
        // (no link followed, regular files only, every read bounded and
        // streamed), bounded reads of named files, and atomic commits of
        // staged outputs. BoxModel, BoxLayout and BoxScene do no file access.
        .target(name: "BoxFiles", dependencies: ["CConfinedFiles", "CTemporaryFiles"]),
        // Opening a path beneath a folder with no link followed (openat2, or
        // a walk with O_NOFOLLOW), for paths that come from data.
        .target(name: "CConfinedFiles"),
        // Mush markup → text runs.
        .target(name: "Mush", dependencies: ["BoxModel"]),
        // JSON/YAML → BoxModel, with errors that name the file, JSON path and line:column.
        .target(
            name: "BoxSpec", dependencies: ["BoxModel", "BoxFiles", "Mush", .product(name: "Yams", package: "Yams")]),
        // The layout engines; pure Swift, no Cairo.
        .target(name: "BoxLayout", dependencies: ["BoxModel"]),
        // Frames + tree → an ordered, absolute draw list.
        .target(name: "BoxScene", dependencies: ["BoxModel", "BoxLayout"]),
        // Pixel algorithms with no system library: blur, image comparison, diff panels.
        .target(name: "BoxPixels", dependencies: ["CPixelKernels"]),
        // Cairo, Pango and fontconfig over pkg-config: through a .pc file of
        // its own (pangocairo's flags without `-pthread`, which SwiftPM would
        // warn about in every build of every package that uses boxrender),
        // named by its absolute path.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: Context.packageDirectory + "/Sources/CCairo/boxrender-pangocairo.pc",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        // giflib, for `-o x.gif`: it has no pkg-config file on Debian, so
        // the module map links `gif` and the header is in /usr/include.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // ISA-L's igzip (libisal-dev), the deflate of `--png-compression fast`.
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // libwebp and its mux library (libwebpmux, in libwebp-dev), for `-o x.webp`.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // Hot pixel loops in C, where the compiler vectorises them: PNG row
        // filters, unpremultiplying, palettes (and GIF's, median cut), box blurs.
        .target(name: "CPixelKernels"),
        // Temporary output files (and the private copy of --font-dir fonts)
        // removed on SIGINT, SIGTERM, SIGHUP and SIGQUIT (a signal handler's list, so C).
        .target(name: "CTemporaryFiles"),
        // The one place threads start: a process-wide budget of one thread per
        // processor, shared by a batch's specs, a picture's bands and PNG
        // compression, every thread with the same 16 MiB stack.
        .target(name: "BoxWork"),
        // PNG and animated PNG files ↔ pixels: the banded, parallel encoder,
        // the APNG writer, reader and comparison, and decoding through Cairo's
        // libpng reader into image surfaces (the wrappers of Cairo's surfaces
        // and contexts live here, as decoding makes them).
        .target(
            name: "BoxPNG",
            dependencies: ["BoxModel", "BoxFiles", "BoxPixels", "BoxWork", "CCairo", "CISAL", "CPixelKernels"]
        ),
        // Text: fonts (the bundled ones, --font-dir, fontconfig), Pango layouts
        // made once per label, measured (it implements BoxLayout's measuring
        // protocol) and drawn on a Cairo context.
        .target(
            name: "BoxText", dependencies: ["BoxModel", "BoxFiles", "BoxLayout", "BoxPNG", "CCairo", "CTemporaryFiles"]
        ),
        // Executes draw lists with Cairo, a band of rows at a time, to PNG,
        // SVG, PDF, GIF and WebP: fills, borders, pictures, shadows, layers.
        .target(
            name: "BoxCairo",
            dependencies: [
                "BoxModel", "BoxScene", "BoxText", "BoxPNG", "BoxPixels", "BoxWork", "CCairo", "CPixelKernels", "CGIF",
                "CWebP",
            ]
        ),
        // The public library face.
        .target(
            name: "BoxRender",
            dependencies: [
                "BoxModel", "BoxFiles", "BoxSpec", "BoxLayout", "BoxScene", "BoxText", "BoxPNG", "BoxCairo",
                "BoxPixels",
                "CTemporaryFiles",
            ]
        ),
        // Golden-image assertions for any Swift test suite.
        .target(name: "BoxRenderTesting", dependencies: ["BoxRender", "BoxFiles", "BoxPixels"]),
        .executableTarget(
            name: "boxrender",
            dependencies: [
                "BoxRender", "BoxFiles", "BoxSpec", "BoxPixels", "BoxWork",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package render-boxes`: a package's specs rendered (or checked) by `boxrender render`.
        .plugin(
            name: "RenderBoxes",
            capability: .command(
                intent: .custom(
                    verb: "render-boxes",
                    description: "Render the package's box specs (Docs/Boxes) into Docs/Images or a DocC catalog"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "render-boxes writes the pictures it renders (and the manifest beside them)"
                    )
                ]
            ),
            dependencies: ["boxrender"]
        ),
        .executableTarget(
            name: "LayoutBenchmark", dependencies: ["BoxLayout", "BoxModel"], path: "Benchmarks/LayoutBenchmark"
        ),
        // Renders specs many times in one process, as PNG, SVG, PDF, GIF and WebP:
        // Scripts/leaks.sh runs it under LeakSanitizer.
        .executableTarget(name: "RenderLoop", dependencies: ["BoxRender"], path: "Benchmarks/RenderLoop"),
        // A scroll view of 1k to 1M rows drawn at its middle (issue 13): Scripts/bench-scroll.sh.
        .executableTarget(name: "ScrollBenchmark", dependencies: ["BoxRender"], path: "Benchmarks/ScrollBenchmark"),
        .testTarget(name: "BoxSceneTests", dependencies: ["BoxScene", "BoxLayout", "BoxModel"]),
        .testTarget(name: "MushTests", dependencies: ["Mush", "BoxModel"]),
        .testTarget(name: "BoxSpecTests", dependencies: ["BoxSpec", "BoxModel"]),
        // BoxSpec too: the peer grids' tests lay out decoded specs, end to end.
        .testTarget(name: "BoxLayoutTests", dependencies: ["BoxLayout", "BoxModel", "BoxSpec"]),
        .testTarget(name: "BoxPixelsTests", dependencies: ["BoxPixels", "CPixelKernels"]),
        .testTarget(name: "BoxWorkTests", dependencies: ["BoxWork"]),
        // CCairo for zlib: a reference PNG reader that doesn't go through libpng.
        .testTarget(
            name: "BoxCairoTests",
            dependencies: ["BoxCairo", "BoxText", "BoxPNG", "BoxScene", "BoxPixels", "BoxModel", "CCairo"]),
        .testTarget(
            name: "BoxRenderTests",
            dependencies: ["BoxRender", "BoxRenderTesting", "BoxCairo", "BoxPNG", "BoxText", "BoxPixels", "BoxFiles"],
            // Goldens of BoxRenderTesting's default place, beside the test files.
            exclude: ["__Snapshots__"]
        ),
    ]
)
