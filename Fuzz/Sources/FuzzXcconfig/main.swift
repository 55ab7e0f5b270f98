import ProjectReaders
import FuzzDriver
import SourceModel

/// Reads the input as an xcconfig file. Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    let (settings, _, _) = XcconfigReader.parse(bytes, file: "fuzz.xcconfig")
    let all = BuildSettings(settings)
    for setting in settings.prefix(8) { _ = all.best(setting.name, sdk: "iphoneos", configuration: "Release") }
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzXcconfig_main`): runs libFuzzer.
@_cdecl("FuzzXcconfig_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
