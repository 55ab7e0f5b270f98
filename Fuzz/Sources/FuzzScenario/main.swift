import ScenarioFormat
import FuzzDriver
import SourceModel
import StatusBarEngine

/// Reads the input as a YAML and as a JSON scenario; a scenario that reads is also simulated.
/// Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    let text = String(decoding: bytes, as: UTF8.self)
    for file in ["fuzz.yml", "fuzz.json"] {
        guard let scenario = try? ScenarioReader.read(text: text, file: file) else { continue }
        _ = try? scenario.simulate()
    }
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzScenario_main`): runs libFuzzer.
@_cdecl("FuzzScenario_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
