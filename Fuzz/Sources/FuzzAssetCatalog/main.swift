import ProjectReaders
import FuzzDriver
import SourceModel

/// Reads the input as a color set's and as a folder's Contents.json.
/// Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    if let (color, _) = try? AssetCatalogReader.parseColorSet(bytes, name: "Fuzz", file: "A.xcassets/Fuzz.colorset/Contents.json") {
        _ = color.resolved(dark: false)
        _ = color.resolved(dark: true)
    }
    _ = AssetCatalogReader.providesNamespace(bytes, file: "A.xcassets/Folder/Contents.json")
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzAssetCatalog_main`): runs libFuzzer.
@_cdecl("FuzzAssetCatalog_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
