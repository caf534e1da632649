import BoxRender
import Foundation
import Testing

/// The result builder's control flow, and what modifiers leave on the model.
@Suite struct BuilderResultBuilderTests {
    /// A type of the user's, made of library nodes.
    private struct Badge: BoxContent {
        var name: String
        var element: BoxElement { Box(width: 8, height: 8).id(name).element }
    }

    private func children(
        badge: Bool, highlighted: Int?, count: Int, extra: [any BoxContent]
    ) throws -> [String] {
        let tree = Box(width: 100, height: 0) {
            if badge { Badge(name: "badge") }
            if let highlighted {
                Box().id("highlight\(highlighted)")
            } else {
                Box().id("plain")
            }
            for index in 0..<count { Box(width: 10, height: 10).id("cell\(index)") }
            switch count {
            case 0: Box().id("empty")
            default: [Box().id("first"), Box().id("second")]
            }
            extra
        }
        let spec = try tree.spec()
        return spec.tree[BoxTree.root].children.map { spec.tree[$0].id ?? "-" }
    }

    @Test func ifElseForSwitchAndArraysKeepTheirOrder() throws {
        #expect(
            try children(badge: true, highlighted: 2, count: 2, extra: [Box().id("x")])
                == ["badge", "highlight2", "cell0", "cell1", "first", "second", "x"])
        #expect(try children(badge: false, highlighted: nil, count: 0, extra: []) == ["plain", "empty"])
    }

    @Test func aBuilderMayBeEmpty() throws {
        let spec = try Box(width: 10, height: 10) {}.spec()
        #expect(spec.tree.count == 1)
    }

    @Test func sideModifiersKeepTheOtherSidesAndWholeOnesReplaceThem() throws {
        let tree = Box {
            StyledLine().padding(top: 4)
            StyledLine().padding(Insets(top: 4))
            Box().padding(10).padding(top: 2)
            Box().padding(top: 2).padding(10)
            StyledTable().margin(left: 20)
            Box().borderColors(.black).borderColors(top: .white)
        }
        let nodes = try tree.spec().tree.nodes
        #expect(nodes[1].padding == Insets(top: 4, left: 16, bottom: 0, right: 16))
        #expect(nodes[2].padding == Insets(top: 4))
        #expect(nodes[3].padding == Insets(top: 2, left: 10, bottom: 10, right: 10))
        #expect(nodes[4].padding == Insets(all: 10))
        #expect(nodes[5].margin == Insets(top: 8, left: 20))
        #expect(
            nodes[6].style.borderColors == BorderColors(top: .white, left: .black, bottom: .black, right: .black))
    }

    @Test func theLastLayoutModeWins() throws {
        let frame = Rect(x: 5, y: 6, width: 30, height: 40)
        let tree = Box {
            Box(width: 10, height: 10).frame(frame).fixedPosition(Point(x: 1, y: 2))
            Box(width: 10, height: 10).id("target")
            Box(width: 10, height: 10).attachedTo("target").frame(frame)
            Box(width: 10, height: 10).fixedPosition(Point(x: 1, y: 2)).attachedTo("target")
        }
        let nodes = try tree.spec().tree.nodes
        #expect(nodes[1].size == Size(width: 30, height: 40))
        #expect(nodes[1].layoutMode == .fixed(Point(x: 1, y: 2)))
        #expect(nodes[3].size == Size(width: 30, height: 40))
        #expect(nodes[3].layoutMode == .none(frame: frame))
        #expect(nodes[4].layoutMode == .attached(to: 2))
    }

    @Test func styledAndScrollDefaultsComeFromTheDecoder() throws {
        let tree = Box {
            StyledTable()
            StyledTable(size: Size(width: 200, height: 0)).shadow(opacity: 0.5)
            StyledLine()
            Line()
            ScrollBox(width: 50, height: 50)
            ScrollBox(width: 50, height: 50).clipsToBounds(false)
            Box().shadow()
        }
        let nodes = try tree.spec().tree.nodes
        #expect(nodes[1].size == Size(width: 304, height: 0))
        #expect(
            nodes[1].style.shadow
                == Shadow(color: Color(white: 0.12), opacity: 1, offset: Point(x: 0, y: 0.5), radius: 1))
        #expect(nodes[2].size == Size(width: 200, height: 0))
        #expect(
            nodes[2].style.shadow
                == Shadow(color: Color(white: 0.12), opacity: 0.5, offset: Point(x: 0, y: 0.5), radius: 1))
        #expect(nodes[3].size == Size(width: 304, height: 40))
        #expect(nodes[3].style.etchedSides == [.top, .bottom])
        #expect(nodes[4].size == .zero)
        #expect(nodes[5].style.clipsToBounds)
        #expect(!nodes[6].style.clipsToBounds)
        #expect(nodes[7].style.shadow == Shadow())
    }

    @Test func itemsMayComeFromInterpolationsVariablesAndLists() throws {
        let name = "Ada"
        let languages = ["Swift", "C"]
        let line = Line(
            left: "Hello \(name)", middle: LineItems(languages.map { .text($0) }), right: ["\(languages.count) items"])
        let nodes = try line.spec().tree.nodes
        let texts = nodes.compactMap { node -> String? in
            guard case .label(let label) = node.content else { return nil }
            return label.plainText
        }
        #expect(texts == ["Hello Ada", "Swift", "C", "2 items"])
        #expect(nodes.map(\.path) == ["root", "root.left", "root.middle[0]", "root.middle[1]", "root.right[0]"])
    }

    @Test func hexColoursAreThoseOfASpecFile() {
        #expect(Color(rgb: 0x6D7179) == Color(red: 109.0 / 255, green: 113.0 / 255, blue: 121.0 / 255))
        #expect(Color(rgba: 0x007A_FF80) == Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 128.0 / 255))
        #expect(Color(rgb: 0xFFFFFF, alpha: 0.5) == Color(white: 1, alpha: 0.5))
    }
}
