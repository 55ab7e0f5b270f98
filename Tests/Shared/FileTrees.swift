// Part of the TestSupport target, which the test targets that build or compare folder trees depend on.
// Foundation only.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Folder trees for the reliability tests: copies, digests, and a project holding one of each
/// kind of bad file.
package enum FileTrees {
    /// The repository's root.
    package static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The sample app (Examples/SampleApp).
    package static let sampleApp = repositoryRoot.appendingPathComponent("Examples/SampleApp")

    /// A new empty folder in the temporary folder.
    package static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("statusbar-\(name)-\(UUID().uuidString)")
            .standardizedFileURL
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies the sample app into a new temporary folder and returns the copy.
    package static func copyOfSampleApp(_ name: String) throws -> URL {
        let parent = try temporaryFolder(name)
        let copy = parent.appendingPathComponent("SampleApp")
        try FileManager.default.copyItem(at: sampleApp, to: copy)
        return copy
    }

    /// Removes a tree made by these helpers, write permission restored first.
    package static func remove(_ url: URL) {
        setWritable(url, true)
        try? FileManager.default.removeItem(at: url)
    }

    /// `chmod -R a-w` (or `u+w` back) on every file and folder of a tree, links left alone.
    package static func setWritable(_ root: URL, _ writable: Bool) {
        let fm = FileManager.default
        var paths = [root.path]
        if let walker = fm.enumerator(atPath: root.path) {
            while let relative = walker.nextObject() as? String { paths.append(root.appendingPathComponent(relative).path) }
        }
        // Folders last when locking (so the walk can still list them), first when unlocking.
        for path in writable ? paths : paths.reversed() {
            guard let attributes = try? fm.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType, type != .typeSymbolicLink,
                  let mode = attributes[.posixPermissions] as? Int else { continue }
            let changed = writable ? mode | 0o200 : mode & ~0o222
            try? fm.setAttributes([.posixPermissions: changed], ofItemAtPath: path)
        }
    }

    /// A digest of a folder tree: every path, its type, permissions, size, modification time and
    /// content hash. Equal digests before and after a run mean the run wrote nothing there.
    package static func digest(_ root: URL) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        guard let walker = fm.enumerator(atPath: root.path) else { return out }
        while let relative = walker.nextObject() as? String {
            let full = root.appendingPathComponent(relative).path
            let attributes = (try? fm.attributesOfItem(atPath: full)) ?? [:]
            let type = (attributes[.type] as? FileAttributeType)?.rawValue ?? "?"
            let mode = (attributes[.posixPermissions] as? Int) ?? -1
            let size = (attributes[.size] as? Int) ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            if type == FileAttributeType.typeRegular.rawValue, let data = fm.contents(atPath: full) {
                for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            out.append("\(relative) \(type) \(mode) \(size) \(modified) \(hash)")
        }
        return out.sorted()
    }

    /// Creates a sparse file of `size` bytes (no disk blocks, instant).
    package static func makeSparseFile(at path: String, size: Int) throws {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    /// Writes `bytes` to a file whose name is `prefix`, then the bytes `0xFF 0xFE` (not UTF-8), then
    /// `suffix`, inside `folder`; returns whether the file system accepted the name.
    @discardableResult
    package static func writeFileWithNonUTF8Name(in folder: String, prefix: String = "bad-", suffix: String, bytes: [UInt8]) -> Bool {
        #if canImport(Glibc)
        var path = Array(folder.utf8) + Array("/\(prefix)".utf8) + [0xFF, 0xFE] + Array(suffix.utf8) + [0]
        let fd = path.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        guard fd >= 0 else { return false }
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return true
        #else
        return false
        #endif
    }

    /// File names that are legal on Linux and hard on tools (spaces, quotes, a newline, `$(…)`).
    package static let hostileNames: [String] = [
        "with space", "quote\"double", "quote'single", "new\nline", "tab\tname", "back\\slash", "dollar$(HOME)",
        "ümlaut é", "-leading-dash", "percent%20",
    ]

    /// The sample app with one of each kind of bad file added (issue 6), in a temporary folder,
    /// and a folder outside it that links point to.
    package struct HostileProject {
        /// The audited folder (a copy of the sample app).
        package var root: URL
        /// A folder outside `root`, reached only through links.
        package var outside: URL
        /// Whether the file system took a name that is not UTF-8.
        package var hasNonUTF8Name: Bool

        /// The bad files and what each must give: `path` → a part of the skipped reason or of the located error.
        package static let expectedSkips: [(path: String, reason: String)] = [
            ("Broken.xcodeproj/project.pbxproj", "is not closed"),
            ("Trailhead/Base.lproj/Broken.storyboard", "malformed XML"),
            ("Trailhead/Generated/Huge.swift", "file is larger than 16 MiB (209715200 bytes): skipped"),
            ("Trailhead/Links/Outside.swift", "leaves the audited folder"),
            ("Trailhead/Links/Loop A.swift", "a symbolic link loop"),
            ("Trailhead/Links/Loop B.swift", "a symbolic link loop"),
            ("Trailhead/Pipe.m", "not a regular file"),
        ]

        /// A class declared only outside the audited folder: it must never be read.
        package static let outsideClass = "OutsideSecretViewController"

        package func remove() {
            FileTrees.remove(root.deletingLastPathComponent())
            FileTrees.remove(outside)
        }

        package static func make() throws -> HostileProject {
            let root = try FileTrees.copyOfSampleApp("hostile")
            let outside = try FileTrees.temporaryFolder("hostile-outside")
            let fm = FileManager.default
            func write(_ path: String, _ bytes: [UInt8]) throws {
                let url = root.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            func writeText(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }

            // A second project file, cut in the middle of its objects.
            try writeText("Broken.xcodeproj/project.pbxproj", """
                // !$*UTF8*$!
                {
                \tarchiveVersion = 1;
                \tobjectVersion = 56;
                \tobjects = {
                \t\tA1B2C3D4E5F60718293A4B5C /* Project object */ = {
                \t\t\tisa = PBXProject;
                \t\t\tbuildConfigurationList = "unterminated;

                """)
            // A storyboard cut inside a scene.
            try writeText("Trailhead/Base.lproj/Broken.storyboard", """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                    <scenes>
                        <scene sceneID="brk-Sc-001">
                            <objects>
                                <viewController id="brk-Vc-001" customClass="BrokenViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="brk-Vw-001"
                """)
            // Swift that does not parse, in a file the byte scan sends to SwiftSyntax.
            try writeText("Trailhead/Broken/HalfWrittenViewController.swift", """
                import UIKit

                final class HalfWrittenViewController: UIViewController {
                    func refresh( {
                        let values = [1, 2
                        setNeedsStatusBarAppearanceUpdate()
                    }

                """)
            // Objective-C with bytes that are not UTF-8 (Latin-1 in a comment and a string).
            try write("Trailhead/Legacy/TLLegacyViewController.m", Array("""
                #import <UIKit/UIKit.h>

                // Caf
                """.utf8) + [0xE9, 0x20, 0xFF, 0xFE] + Array("""

                @interface TLLegacyViewController : UIViewController
                @end

                @implementation TLLegacyViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.title = @"Men
                """.utf8) + [0xFC] + Array("""
                ";
                }
                @end

                """.utf8))
            // A 200 MB file (sparse: no disk blocks).
            try fm.createDirectory(at: root.appendingPathComponent("Trailhead/Generated"), withIntermediateDirectories: true)
            try FileTrees.makeSparseFile(at: root.appendingPathComponent("Trailhead/Generated/Huge.swift").path, size: 200 * 1_024 * 1_024)
            // Links: out of the folder, and a loop.
            try Data("""
                import UIKit
                final class \(outsideClass): UIViewController {
                    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                }

                """.utf8).write(to: outside.appendingPathComponent("Secret.swift"))
            try fm.createDirectory(at: root.appendingPathComponent("Trailhead/Links"), withIntermediateDirectories: true)
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("Trailhead/Links/Outside.swift").path,
                                      withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("Trailhead/Links/Loop A.swift").path,
                                      withDestinationPath: "Loop B.swift")
            try fm.createSymbolicLink(atPath: root.appendingPathComponent("Trailhead/Links/Loop B.swift").path,
                                      withDestinationPath: "Loop A.swift")
            // A FIFO named like a source file.
            #if canImport(Glibc)
            _ = mkfifo(root.appendingPathComponent("Trailhead/Pipe.m").path, 0o644)
            #endif
            // Hostile names, each a small class.
            for (i, name) in hostileNames.enumerated() {
                try writeText("Trailhead/Names/\(name).swift", "import UIKit\n\nfinal class Named\(i)ViewController: UIViewController {}\n")
            }
            let nonUTF8 = FileTrees.writeFileWithNonUTF8Name(
                in: root.appendingPathComponent("Trailhead/Names").path, suffix: ".swift",
                bytes: Array("import UIKit\n\nfinal class NonUTF8NameViewController: UIViewController {}\n".utf8))
            return HostileProject(root: root, outside: outside, hasNonUTF8Name: nonUTF8)
        }
    }
}

/// Xcode project files for the tests that need a target to own some files and not others.
package enum XcodeProjects {
    /// A pbxproj with one iOS app target, `name`, whose Sources phase compiles the one file `source`
    /// (relative to the folder), its Info.plist at `App/Info.plist`; `settings` are added to the
    /// target's Release configuration as written (`SWIFT_VERSION = 3.0; `).
    /// `localPackage`: the folder of a local Swift package whose product (the folder's last
    /// component) the target links, named by a package reference unless `packageNamed` is false
    /// (a package folder dragged into the project, before Xcode 15); `product` names the product
    /// linked instead of the folder's last component.
    package static func oneAppTarget(name: String, source: String, deploymentTarget: String, objectVersion: Int = 56,
                                     settings: String = "", localPackage: String? = nil, packageNamed: Bool = true,
                                     product: String? = nil) -> String {
        let package = localPackage.map { folder in
            "\t\tPR = {isa = XCLocalSwiftPackageReference; relativePath = \(folder); };\n"
                + "\t\tPD = {isa = XCSwiftPackageProductDependency; \(packageNamed ? "package = PR; " : "")productName = \(product ?? folder.split(separator: "/").last.map(String.init) ?? ""); };\n"
        } ?? ""
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = \(objectVersion);
        \tobjects = {
        \t\tB1 = {isa = PBXProject; buildConfigurationList = B2; mainGroup = B3; targets = (T1, ); };
        \t\tB3 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(source); sourceTree = SOURCE_ROOT; };
        \t\tBF1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; files = (BF1, ); };
        \(package)\t\tT1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1, ); dependencies = (); name = \(name); packageProductDependencies = (\(localPackage == nil ? "" : "PD, ")); productName = \(name); productType = "com.apple.product-type.application"; };
        \t\tB2 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
        \t\tC0 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget); }; name = Release; };
        \t\tC1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; \(settings)}; name = Release; };
        \t};
        \trootObject = B1;
        }

        """
    }
}
