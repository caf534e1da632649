import BoxRender
import Foundation
import Testing

/// What a spec file may not say, a tree built in Swift may not either: the
/// same checks, reported as `BoxRenderError.input` lines naming the JSON path.
@Suite struct BuilderErrorTests {
    /// The lines `content.spec(…)` throws, or nil when it does not throw.
    private func problems(
        _ content: some BoxContent, canvas: CanvasSpec = CanvasSpec(), baseDirectory: String = ""
    ) -> [String]? {
        do {
            _ = try content.spec(canvas: canvas, baseDirectory: baseDirectory)
            return nil
        } catch {
            return error.lines
        }
    }

    @Test func negativeSizesAreRefusedAtTheirPath() {
        #expect(
            problems(Box(width: 100, height: 0) { Box(width: -5, height: 10) })
                == ["<spec>: root.boxes[0].size[0]: expected a non-negative number, found -5"])
        #expect(
            problems(Box().frame(Rect(x: 0, y: 0, width: 10, height: -1)))
                == ["<spec>: root.frame[3]: expected a non-negative number, found -1"])
    }

    @Test func numbersThatAreNotFiniteAreRefused() {
        let tree = Box {
            Box().padding(.nan)
            Box().backgroundColor(Color(red: .infinity, green: 0, blue: 0))
        }
        #expect(
            problems(tree) == [
                "<spec>: root.boxes[0].padding: expected a finite number, found nan",
                "<spec>: root.boxes[1].backgroundColor[0]: expected a finite number, found inf",
            ])
    }

    @Test func valuesOutOfRangeAreRefusedAllTogether() {
        let tree = Box {
            Box().alpha(1.5)
            Box().cornerRadius(-1)
            Box().shadow(radius: 2000)
            Box().backgroundColor(Color(red: 2, green: 0, blue: 0))
            Box().zIndex(Int.max)
            Line(left: "x").font("Helvetica", size: 0).minHeight(40).maxHeight(20)
        }
        #expect(
            problems(tree) == [
                "<spec>: root.boxes[0].alpha: expected a number from 0 to 1, found 1.5",
                "<spec>: root.boxes[1].cornerRadius: expected a non-negative number, found -1",
                "<spec>: root.boxes[2].shadow.radius: expected at most 1000, found 2000",
                "<spec>: root.boxes[3].backgroundColor[0]: expected a number from 0 to 1, found 2",
                "<spec>: root.boxes[4].zIndex: expected an integer, found 9.223372036854776e+18",
                "<spec>: root.boxes[5].font.size: expected a number greater than 0, found 0",
                "<spec>: root.boxes[5].maxHeight: expected 0 (no limit) or at least `minHeight` (40), found 20",
            ])
    }

    @Test func idsMustBeUniqueAndAttachmentsMustNameASibling() {
        let tree = Box {
            Box().id("a")
            Box().id("a")
            Box().attachedTo("nowhere")
            Box { Box().id("inner") }
            Box().attachedTo("inner")
            Box().id("loop1").attachedTo("loop2")
            Box().id("loop2").attachedTo("loop1")
            Box().id("")
        }
        #expect(
            problems(tree) == [
                "<spec>: root.boxes[1].id: duplicate id `a`; first used at root.boxes[0]",
                "<spec>: root.boxes[7].id: expected a non-empty string",
                "<spec>: root.boxes[2].attachedTo: no box has the id `nowhere`",
                "<spec>: root.boxes[4].attachedTo: `attachedTo` must name a box in the same `boxes` array; "
                    + "`inner` is at root.boxes[3].boxes[0]",
                "<spec>: root.boxes[5].attachedTo: attachment cycle: `loop1` -> `loop2` -> `loop1`",
            ])
    }

    @Test func badTextIsRefused() {
        #expect(
            problems(Line(left: ["ok", "see {#zz|this}|mush"])) == [
                "<spec>: root.left[1]: invalid Mush markup `{#zz|this}` in `see {#zz|this}|mush`: "
                    + "a Mush colour needs hex digits after `#`"
            ])
        #expect(problems(Line(right: .spans([]))) == ["<spec>: root.right.spans: expected at least one span"])
        #expect(
            problems(Line(left: .text("x", font: FontSpec(name: " ", size: 12))))
                == ["<spec>: root.left.font.name: expected a font name, found an empty string"])
    }

    @Test func missingPicturesAreRefused() {
        let folder = RepositoryPaths.renderFixtures.path
        #expect(
            problems(Box().image("assets/nope.png"), baseDirectory: folder)
                == ["<spec>: root.image.src: image file not found: \(folder)/assets/nope.png"])
        #expect(
            problems(Line(left: .image("")))
                == ["<spec>: root.left.image: expected a file path, found an empty string"])
    }

    @Test func badCanvasesAreRefused() {
        #expect(
            problems(Box(width: 10, height: 10), canvas: CanvasSpec(width: 0, scale: 4)) == [
                "<spec>: canvas.width: expected a number greater than 0, found 0",
                "<spec>: canvas.scale: expected 1, 2 or 3, found 4",
            ])
    }

    @Test func unknownFontsAreRefusedWhenRendering() {
        let line = Line(left: "Hello", size: Size(width: 100, height: 20)).font("HelveticaNeue-Nope", size: 12)
        #expect {
            try Renderer().render(line)
        } throws: { error in
            guard let error = error as? BoxRenderError, case .input = error else { return false }
            let lines = error.lines
            return lines.count == 1 && lines[0].hasPrefix("<spec>: root.left: unknown font \"HelveticaNeue-Nope\"")
        }
    }

    @Test func treesNestedDeeperThanASpecFileAreRefusedWithoutCrashing() {
        var tree: any BoxContent = Box(width: 1, height: 1)
        for _ in 0..<300 {
            let inner = tree
            tree = Box { inner }
        }
        let lines = problems(tree) ?? []
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                ": boxes are nested too deeply: a spec nests arrays and objects at most 512 levels deep") == true)
        // The deepest container a spec file may hold: the document (1), then an
        // object and a `boxes` array per level.
        #expect(lines.first?.hasPrefix("<spec>: root" + String(repeating: ".boxes[0]", count: 255)) == true)
    }
}
