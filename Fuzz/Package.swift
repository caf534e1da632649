// swift-tools-version:6.0
// libFuzzer targets for boxrender (issue 6). Built only by Scripts/fuzz.sh,
// with `-sanitize=fuzzer,address`; kept out of the main package so that its
// ordinary builds never see them.
import PackageDescription

let package = Package(
    name: "BoxrenderFuzz",
    dependencies: [.package(name: "boxrender", path: "..")],
    targets: [
        // Hands each fuzzer's entry point to libFuzzer's driver.
        .target(name: "FuzzSupport"),
        // Spec text → decode → layout → draw list: everything before Cairo.
        .executableTarget(
            name: "SpecFuzzer", dependencies: ["FuzzSupport", .product(name: "BoxRender", package: "boxrender")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        // Mush markup → text runs.
        .executableTarget(
            name: "MushFuzzer", dependencies: ["FuzzSupport", .product(name: "BoxRender", package: "boxrender")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        // What a batch reads back from folders that may be attacker input:
        // manifests, report.json, animated PNGs.
        .executableTarget(
            name: "ArtifactFuzzer", dependencies: ["FuzzSupport", .product(name: "BoxRender", package: "boxrender")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
