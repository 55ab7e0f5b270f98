import FuzzDriver
import InterfaceBuilderReader
import SourceModel

/// Reads the input as an Interface Builder document (the root element tells a storyboard from a
/// xib, not the file name), then walks what was read the way the audit does
/// (containment, navigation roots, tabs, embeds, arrivals, segues' presentation styles).
/// Any outcome is fine except a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = count == 0 ? [] : Array(UnsafeRawBufferPointer(start: start, count: count))
    do {
        let document = try InterfaceBuilderReader.parse(bytes, file: "Fuzz.storyboard")
        for controller in document.controllers {
            _ = controller.className
            _ = document.children(of: controller.id)
            _ = document.navigationRootID(of: controller.id)
            _ = document.tabIDs(of: controller.id)
            _ = document.embeddedIDs(in: controller.id)
            _ = document.container(of: controller.id)
            _ = document.arrivals(at: controller.id)
            for segue in document.segues(from: controller.id) { _ = document.effectivePresentationStyle(of: segue) }
        }
        for warning in document.warnings { _ = warning.description }
    } catch {
        _ = error.description
    }
    return 0
}

/// The program's entry point (SwiftPM names an executable's main `FuzzInterfaceBuilder_main`): runs libFuzzer.
@_cdecl("FuzzInterfaceBuilder_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    statusbar_fuzz_run(argc, argv) { data, size in fuzz(data, size) }
}
