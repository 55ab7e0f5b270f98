import ProjectReaders
import FuzzDriver
import SourceModel

/// Reads the input as a property list (XML, binary or OpenStep), as a project.pbxproj and as an
/// Info.plist. Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = try? PropertyListReader.read(bytes, file: "fuzz.plist")
    if let project = try? XcodeProject.parse(bytes, path: "fuzz.xcodeproj/project.pbxproj") {
        for target in project.targets { _ = project.resolvedSettings(for: target) }
    }
    _ = try? AppInfoPlist.read(bytes, file: "Info.plist")
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzPropertyList_main`): runs libFuzzer.
@_cdecl("FuzzPropertyList_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
