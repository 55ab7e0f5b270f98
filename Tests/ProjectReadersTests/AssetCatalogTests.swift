import Foundation
import SourceModel
import Testing
@testable import ProjectReaders

@Suite("Asset catalogs")
struct AssetCatalogTests {
    static func colors() -> (colors: [NamedColor], errors: [LocatedError]) {
        let root = Fixtures.url("ReadersSunrise")
        return AssetCatalogReader.readColors(files: ProjectFiles.scan(root: root).files, root: root)
    }

    @Test func namesFollowNamespaces() {
        let (colors, _) = Self.colors()
        #expect(colors.map(\.name) == ["Background", "Brand/Sunset", "Gray"])
        #expect(colors.map(\.location.file) == [
            "App/Assets.xcassets/Background.colorset/Contents.json",
            "App/Assets.xcassets/Brand/Sunset.colorset/Contents.json",
            "App/Assets.xcassets/Legacy/Gray.colorset/Contents.json",
        ])
    }

    @Test func componentsInEveryForm() throws {
        let (colors, _) = Self.colors()
        let background = try #require(colors.first { $0.name == "Background" })
        #expect(background.any == AssetColor(red: 1, green: 1, blue: 1))
        #expect(background.light == AssetColor(red: 0.949, green: 0.949, blue: 0.961))
        #expect(background.dark == AssetColor(red: 28.0 / 255, green: 28.0 / 255, blue: 28.0 / 255))
        #expect(background.variants.count == 4)
        #expect(background.variants.filter(\.highContrast).map(\.luminosity) == [.dark])
        #expect(background.resolved(dark: true) == background.dark)

        let sunset = try #require(colors.first { $0.name == "Brand/Sunset" })
        #expect(sunset.any == AssetColor(red: 1, green: 128.0 / 255, blue: 51.0 / 255))
        #expect(sunset.light == nil)
        #expect(sunset.resolved(dark: false) == sunset.any)
        let dark = try #require(sunset.dark)
        #expect(dark.isDisplayP3)
        #expect(dark.red == 0.6 && dark.alpha == 0.8)

        let gray = try #require(colors.first { $0.name == "Gray" }?.any)
        #expect(gray.red == 1 && gray.green == 1 && gray.blue == 1)
        #expect(gray.alpha == 0.5)
        #expect(gray.colorSpace == "gray-gamma-22")
    }

    @Test func badJSONIsLocatedAndTheRestGoesOn() throws {
        let (colors, errors) = Self.colors()
        #expect(colors.count == 3)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.location == SourceLocation(file: "App/Assets.xcassets/Broken.colorset/Contents.json", line: 10, column: 11))
        #expect(error.message.contains("expected ',' or '}'"))
    }

    @Test(arguments: [
        ("\"0.500\"", "red", 0.5), ("\"128\"", "red", 128.0 / 255), ("\"0x80\"", "red", 128.0 / 255),
        ("\"0xff\"", "blue", 1.0), ("1", "alpha", 1.0), ("\"1\"", "alpha", 1.0), ("\"0\"", "alpha", 0.0),
        ("0.25", "green", 0.25), ("\"255\"", "alpha", 1.0), ("\" 0.5 \"", "red", 0.5),
    ])
    func componentForms(text: String, key: String, expected: Double) throws {
        let json = try LocatedJSON.parse(text.bytes, file: "c.json")
        let value = try AssetCatalogReader.number(json, key: key, extended: false)
        #expect(abs(value - expected) < 1e-9)
    }

    @Test(arguments: ["\"256\"", "\"1.5\"", "\"-0.1\"", "\"0x100\"", "\"red\"", "true", "\"\""])
    func badComponentsAreErrors(text: String) throws {
        let json = try LocatedJSON.parse(text.bytes, file: "c.json")
        #expect(throws: LocatedError.self) { try AssetCatalogReader.number(json, key: "red", extended: false) }
    }

    @Test func badEntryIsSkippedOthersKept() throws {
        let text = """
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "red" : "2.0", "green" : "0", "blue" : "0", "alpha" : "1" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "extended-srgb", "components" : { "red" : "1.2", "green" : "-0.1", "blue" : "0.5", "alpha" : "1.000" } }, "idiom" : "universal" },
            { "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" }, "idiom" : "iphone" },
            { "color" : { "color-space" : "extended-gray", "components" : { "white" : "0.000", "alpha" : "1" } }, "idiom" : "mac" }
          ]
        }
        """
        let (color, errors) = try AssetCatalogReader.parseColorSet(text.bytes, name: "Mixed", file: "M.json")
        #expect(errors.count == 1)
        #expect(errors.first?.location == SourceLocation(file: "M.json", line: 3, column: 68))
        #expect(color.any == nil)
        #expect(color.dark == AssetColor(red: 1, green: 0, blue: 0.5, colorSpace: "extended-srgb"))
        #expect(color.variants.map(\.systemReference) == [nil, "systemBackgroundColor", nil])
        #expect(color.variants.last?.idiom == "mac")
    }

    @Test func grayAndLinearSpacesAreConverted() throws {
        let text = """
        { "colors" : [
          { "color" : { "color-space" : "gray-gamma-22", "components" : { "white" : "0.500", "alpha" : "1.000" } }, "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "extended-linear-srgb", "components" : { "red" : "0.214", "green" : "0", "blue" : "1.000", "alpha" : "1.000" } }, "idiom" : "universal" }
        ] }
        """
        let (color, errors) = try AssetCatalogReader.parseColorSet(text.bytes, name: "G", file: "G.json")
        #expect(errors.isEmpty)
        let any = try #require(color.any)
        #expect(abs(any.red - 0.5038) < 0.001)
        let dark = try #require(color.dark)
        #expect(abs(dark.red - 0.5) < 0.002)
        #expect(dark.blue == 1)
    }

    @Test func emptyOrNonObjectFileIsAnError() throws {
        #expect(throws: LocatedError.self) { try AssetCatalogReader.parseColorSet([], name: "E", file: "E.json") }
        let error = try #require(throws: LocatedError.self) {
            try AssetCatalogReader.parseColorSet("{ \"info\" : {} }".bytes, name: "E", file: "E.json")
        }
        #expect(error.message.contains("no 'colors'"))
    }
}
