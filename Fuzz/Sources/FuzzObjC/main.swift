import FuzzDriver
import ObjCSourceReader
import SourceModel

/// Reads the input as an Objective-C file: the byte scan that decides whether a full parse is
/// needed, the class declarations read from the bytes, and the full read (tokenizer, parser,
/// facts). Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = ObjCSourceReader.needsFullParse(bytes)
    _ = ObjCSourceReader.declaredClasses(in: bytes, relativePath: "Fuzz.m")
    let facts = ObjCSourceReader.read(bytes: bytes, relativePath: "Fuzz.m", watching: ["modalPresentationCapturesStatusBarAppearance"])
    for issue in facts.issues { _ = issue.description }
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzObjC_main`): runs libFuzzer.
@_cdecl("FuzzObjC_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
