import Foundation
import InterfaceBuilderReader
import ProjectReaders
import SourceModel
import StatusBarEngine

/// `unknown-custom-class`: a storyboard or xib controller whose `customClass` names no class of
/// the project (R4-R7 then apply to a plain controller, not the class the developer wrote), or
/// whose `customModule` names an app module that does not declare it.
///
/// Declared: a class of the class graph (Swift names and `@objc` names; vendored classes count),
/// a system class (the audit's table, or an Apple framework prefix such as `UI`, `AV`, `SF`), an
/// Objective-C `@interface`/`@implementation` of the project's `.h`/`.m`/`.mm` files (an
/// `@implementation` whose `@interface` is in another file counts; a category's name does not),
/// and mangled Swift names (`_Tt…`), which the audit cannot check. A Swift class named by its
/// Swift name with no module at all is not found at run time (UIKit looks it up in the
/// Objective-C runtime, where it is known by its `@objc(Name)` or its module-qualified name): see
/// ``ClassGraph/objcRuntimeNameMismatch(customClass:hasModule:)``. The module is checked only when it is written by hand (not
/// `customModuleProvider="target"`) and the class is declared in files of app targets whose
/// module names are known (a class of a framework or a package is not checked).
package struct UnknownCustomClass: AuditRule {
    package init() {}

    package var description: RuleDescription { Self.described }

    static let systemPrefixes = ["UI", "AV", "SF", "MF", "CN", "PH", "SK", "GLK", "QL", "MK", "WK", "PK", "EK", "GK",
                                 "AR", "HK", "INUI", "MP", "ASAuthorization", "VN", "PDF", "CP", "RP", "SCN"]

    /// A project with one iOS app target, 'Glimmer', whose Info.plist is `App/Info.plist`.
    static let minimalProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tA10000000000000000000001 = {isa = PBXProject; buildConfigurationList = A10000000000000000000004; mainGroup = A10000000000000000000002; targets = (A10000000000000000000003, ); };
        \t\tA10000000000000000000002 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        \t\tA10000000000000000000003 = {isa = PBXNativeTarget; buildConfigurationList = A10000000000000000000005; buildPhases = (); name = Glimmer; productName = Glimmer; productType = "com.apple.product-type.application"; };
        \t\tA10000000000000000000004 = {isa = XCConfigurationList; buildConfigurations = (A10000000000000000000006, ); defaultConfigurationName = Release; };
        \t\tA10000000000000000000005 = {isa = XCConfigurationList; buildConfigurations = (A10000000000000000000007, ); defaultConfigurationName = Release; };
        \t\tA10000000000000000000006 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        \t\tA10000000000000000000007 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t};
        \trootObject = A10000000000000000000001;
        }

        """

    package func check(_ model: AuditModel) -> [Finding] {
        var objcNames: Set<String>?
        func declaredInObjectiveC(_ name: String) -> Bool {
            if objcNames == nil { objcNames = Self.objectiveCClasses(model) }
            return objcNames!.contains(name)
        }
        var findings: [Finding] = []
        // A submodule not checked out, or dependencies a manager fetches at build time (a Podfile
        // with no Pods folder), may declare any class: the audit cannot say one is missing.
        let missing = model.contents.inventory.missingSubmodules
        let incomplete = !missing.isEmpty || !model.contents.inventory.dependenciesNotCheckedOut.isEmpty
        /// Whether an app target compiles files inside a submodule that is not checked out.
        func buildsMissingFiles(_ app: AuditedApp) -> Bool {
            app.discovered.sourceFiles.contains { file in missing.contains { file.hasPrefix($0 + "/") } }
        }
        for doc in model.documents {
            let owners = model.apps.filter { $0.app.owns(doc.file) }
            guard !owners.isEmpty else { continue }
            for c in doc.controllers {
                guard let cls = c.customClass?.trimmingCharacters(in: .whitespaces), !cls.isEmpty, !cls.hasPrefix("_Tt") else { continue }
                if let record = model.graph.records[cls] {
                    let hasModule = !(c.customModule ?? "").isEmpty || c.customModuleProvider == "target"
                    if model.graph.objcRuntimeNameMismatch(customClass: cls, hasModule: hasModule) != nil {
                        let fix = record.objcName.map { "write its Objective-C name '\($0)'" } ?? "check 'Inherit Module From Target'"
                        let known = record.objcName.map { "is '\($0)' there" } ?? "is known there only with its module"
                        let message = "this scene's custom class '\(cls)' has no module, so UIKit looks it up in the Objective-C runtime, "
                            + "where the Swift class \(known): UIKit logs 'Unknown class' and creates a plain controller; \(fix)"
                        findings.append(finding(c.location, message, related: [RelatedLocation(record.location, "'\(cls)' is declared here")],
                                                subject: .controller(cls)))
                        continue
                    }
                    if let module = c.customModule, !module.isEmpty, c.customModuleProvider != "target", !record.isVendored, !incomplete {
                        let modules = Set(model.apps(owning: record.location.file).compactMap { $0.app.discovered.moduleName })
                        if !modules.isEmpty, !modules.contains(module) {
                            let message = "this scene's custom class '\(cls)' is looked up in module '\(module)', which does not "
                                + "declare it (it is in \(RuleText.values(modules.sorted().map { "'\($0)'" }))): UIKit creates a plain "
                                + "controller instead; fix the module in the identity inspector or check 'Inherit Module From Target'"
                            findings.append(finding(c.location, message,
                                                    related: [RelatedLocation(record.location, "'\(cls)' is declared here")],
                                                    subject: .controller(cls)))
                        }
                    }
                    continue
                }
                if SystemController.all[cls] != nil || IBController.uikitClass(forElement: c.element) == cls { continue }
                if Self.systemPrefixes.contains(where: { cls.hasPrefix($0) && cls.count > $0.count
                    && cls[cls.index(cls.startIndex, offsetBy: $0.count)].isUppercase }) { continue }
                if declaredInObjectiveC(cls) { continue }
                // With a submodule or fetched dependencies not checked out, only a class of the app's
                // own module (whose target compiles nothing from a missing submodule) is known to be missing.
                if incomplete {
                    let ownModule = c.customModuleProvider == "target"
                        || owners.contains { $0.app.discovered.moduleName == c.customModule && c.customModule != nil }
                    if !ownModule || owners.contains(where: { buildsMissingFiles($0.app) }) { continue }
                }
                // A module that is none of the project's apps (a package, pod or submodule the audit
                // does not read, or one absent from the checkout): the class may well be there.
                if let module = c.customModule, !module.isEmpty, c.customModuleProvider != "target",
                   !model.apps.contains(where: { $0.app.discovered.moduleName == module }) { continue }
                let message = "this scene's custom class '\(cls)' names no class of the project: UIKit logs 'Unknown class' and "
                    + "creates a plain controller whose status bar answers are the defaults; fix the class name or add the class to the target"
                if model.staleScenes.contains(SceneReference(file: doc.file, id: c.id)) {
                    // Nothing shows the scene: a leftover, not a broken screen.
                    var stale = finding(c.location, message + " (nothing reaches this scene: no segue, reference, identifier the "
                                        + "code loads or initial controller; if it is a leftover, remove it)", subject: .controller(cls))
                    stale.severity = .info
                    findings.append(stale)
                } else {
                    findings.append(finding(c.location, message, subject: .controller(cls)))
                }
            }
        }
        return Finding.merged(findings)
    }

    /// Class names declared by `@interface Name` or `@implementation Name` in the project's
    /// Objective-C files (vendored ones included), as the Objective-C reader read them: an
    /// `@implementation` whose `@interface` is in another file is an extension declaration.
    static func objectiveCClasses(_ model: AuditModel) -> Set<String> {
        var names: Set<String> = []
        for facts in model.sources where facts.language == .objc {
            for type in facts.types where type.categoryName == nil && (type.kind == .class || type.kind == .extension) {
                names.insert(type.name)
            }
        }
        return names
    }
}
