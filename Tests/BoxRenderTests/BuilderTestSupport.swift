import BoxRender
import BoxSpec
import Foundation
import Testing

/// Checks that a tree built in Swift is the tree its JSON decodes to, and
/// that the two render to the same bytes and frames.
enum BuilderEquivalence {
    /// The spec file at `url`, decoded as the CLI decodes it.
    static func decode(fileAt url: URL) throws -> Spec {
        try SpecDecoder.decode(fileAt: url.path)
    }

    /// A spec written inline, its images resolved against `baseDirectory`.
    static func decode(json: String, baseDirectory: String = "") throws -> Spec {
        try SpecDecoder.decode(
            bytes: Array(json.utf8), format: .json, sourcePath: "<json>", baseDirectory: baseDirectory)
    }

    /// Expects `built` and `decoded` to hold the same model and to draw the
    /// same PNG bytes and `--frames` text.
    static func expectSame(
        _ built: Spec, _ decoded: Spec, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let difference = firstDifference(built.tree, decoded.tree)
        #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
        if difference == nil { #expect(built.tree == decoded.tree, sourceLocation: sourceLocation) }
        #expect(built.canvas == decoded.canvas, sourceLocation: sourceLocation)
        #expect(built.screenshot == decoded.screenshot, sourceLocation: sourceLocation)
        let renderer = Renderer()
        let builtRendering = try renderer.prepare(built)
        let decodedRendering = try renderer.prepare(decoded)
        let builtPNG = try renderer.png(builtRendering)
        #expect(builtPNG == (try renderer.png(decodedRendering)), sourceLocation: sourceLocation)
        #expect(builtPNG.count > 100, sourceLocation: sourceLocation)
        #expect(builtRendering.frames.json() == decodedRendering.frames.json(), sourceLocation: sourceLocation)
    }

    /// The first node (by index) that differs, with the parts that differ,
    /// or nil when the trees are equal.
    static func firstDifference(_ built: BoxTree, _ decoded: BoxTree) -> String? {
        for index in 0..<min(built.count, decoded.count) where built[index] != decoded[index] {
            var (builtNode, decodedNode) = (built[index], decoded[index])
            var parts = ["node \(index) (\(decodedNode.path)) differs:"]
            if builtNode.style != decodedNode.style {
                parts.append("style built \(builtNode.style)\n  decoded \(decodedNode.style)")
            }
            if builtNode.content != decodedNode.content {
                parts.append("content built \(builtNode.content)\n  decoded \(decodedNode.content)")
            }
            (builtNode.style, builtNode.content) = (decodedNode.style, decodedNode.content)
            if builtNode != decodedNode { parts.append("node built \(builtNode)\n  decoded \(decodedNode)") }
            return parts.joined(separator: "\n")
        }
        if built.count != decoded.count { return "\(built.count) nodes built, \(decoded.count) decoded" }
        if built.parents != decoded.parents { return "the parents differ" }
        return nil
    }
}
