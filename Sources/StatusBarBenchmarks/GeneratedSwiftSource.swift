// The Swift files of a generated project: models, view models, services, views, cells,
// formatters, view controllers and navigation controllers, 60–150 lines each.

/// Renders one planned Swift file. Most files never mention the status bar; controllers
/// sometimes override its members, push and present each other and set presentation styles.
struct SwiftSource {
    let plan: ProjectGenerator.Plan
    var rng: SeededGenerator
    private(set) var statusBarOverrides = 0
    private var lines: [String] = []
    private var helper = 0

    /// How many lines a file has, drawn from this range: 72–150 (about 3.5 KB) by default.
    let lineRange: ClosedRange<Int>
    /// The app named in the file's header comment.
    let module: String

    init(plan: ProjectGenerator.Plan, rng: SeededGenerator, lines: ClosedRange<Int> = 72...150, module: String = "Meridian") {
        self.plan = plan
        self.rng = rng
        self.lineRange = lines
        self.module = module
    }

    private mutating func add(_ text: String) {
        lines.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    private var name: String { plan.typeName }
    private var lower: String { plan.domain.prefix(1).lowercased() + plan.domain.dropFirst() }

    mutating func render(controllers: [ProjectGenerator.Plan]) -> String {
        let target = rng.int(lineRange)
        let imports: [String]
        switch plan.kind {
        case .model, .service, .utility: imports = ["import Foundation"]
        case .viewModel: imports = ["import Combine", "import Foundation"]
        default: imports = ["import UIKit"]
        }
        add("//\n//  \(name).swift\n//  \(module)\n//\n\n" + imports.joined(separator: "\n") + "\n")
        switch plan.kind {
        case .model: model()
        case .viewModel: viewModel()
        case .service: service()
        case .view: view()
        case .cell: cell()
        case .utility: utility()
        case .viewController: viewController(controllers: controllers)
        case .navigationController: navigationController()
        }
        // Pad with realistic helpers inside the type until the target length is reached.
        while lines.count + 12 < target {
            filler()
        }
        if lines.last == "" { lines.removeLast() }
        add("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Kinds

    private mutating func model() {
        add("/// A \(plan.domain.lowercased()) record as the server sends it.")
        add("struct \(name): Codable, Hashable, Identifiable {")
        add("    enum Status: String, Codable, CaseIterable {\n        case draft, active, archived\n    }\n")
        let count = rng.int(4...9)
        var fields: [(String, String)] = [("id", "UUID")]
        for i in 0..<count {
            let f = rng.int(0...(ProjectGenerator.fieldNamesCount - 1))
            let field = ProjectGenerator.fieldName(f) + (i > 5 ? String(i) : "")
            if fields.contains(where: { $0.0 == field }) { continue }
            fields.append((field, ProjectGenerator.fieldType(f)))
        }
        for (field, type) in fields { add("    var \(field): \(type)") }
        add("\n    enum CodingKeys: String, CodingKey {")
        for (field, _) in fields { add("        case \(field) = \"\(snake(field))\"") }
        add("    }\n")
        add("    var isRecent: Bool {\n        Date().timeIntervalSince(referenceDate) < 86_400 * 7\n    }\n")
        add("    private var referenceDate: Date { Date(timeIntervalSince1970: 1_700_000_000) }\n")
    }

    private mutating func viewModel() {
        add("/// Loads and formats \(plan.domain.lowercased()) content for its screen.")
        add("final class \(name) {")
        add("    enum State: Equatable {\n        case idle, loading, loaded(count: Int), failed(message: String)\n    }\n")
        add("    @Published private(set) var state: State = .idle")
        add("    @Published var query = \"\"")
        add("    private var cancellables = Set<AnyCancellable>()")
        add("    private let pageSize = \(rng.pick([20, 25, 30, 50]))\n")
        add("    init() {\n        $query\n            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)\n            .removeDuplicates()\n            .sink { [weak self] _ in self?.reload() }\n            .store(in: &cancellables)\n    }\n")
        add("    func reload() {\n        state = .loading\n        let count = query.isEmpty ? pageSize : max(0, pageSize - query.count)\n        state = .loaded(count: count)\n    }\n")
        add("    var title: String {\n        NSLocalizedString(\"\(plan.domain)\", comment: \"\(plan.domain) screen title\")\n    }\n")
    }

    private mutating func service() {
        add("/// Talks to the \(plan.domain.lowercased()) endpoints of the Meridian API.")
        add("final class \(name) {")
        add("    enum Endpoint {\n        case list(page: Int)\n        case detail(id: UUID)\n        case update(id: UUID)\n\n        var path: String {\n            switch self {\n            case .list(let page): return \"/v2/\(lower)?page=\\(page)\"\n            case .detail(let id): return \"/v2/\(lower)/\\(id.uuidString)\"\n            case .update(let id): return \"/v2/\(lower)/\\(id.uuidString)\"\n            }\n        }\n    }\n")
        add("    private let session: URLSession\n    private let baseURL: URL\n    private let decoder: JSONDecoder = {\n        let decoder = JSONDecoder()\n        decoder.keyDecodingStrategy = .convertFromSnakeCase\n        decoder.dateDecodingStrategy = .iso8601\n        return decoder\n    }()\n")
        add("    init(session: URLSession = .shared, baseURL: URL = URL(string: \"https://api.meridian.example\")!) {\n        self.session = session\n        self.baseURL = baseURL\n    }\n")
        add("    func request(_ endpoint: Endpoint) -> URLRequest {\n        var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))\n        request.setValue(\"application/json\", forHTTPHeaderField: \"Accept\")\n        request.timeoutInterval = \(rng.pick([10, 15, 20, 30]))\n        return request\n    }\n")
        add("    func fetch<T: Decodable>(_ type: T.Type, from endpoint: Endpoint) async throws -> T {\n        let (data, response) = try await session.data(for: request(endpoint))\n        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {\n            throw URLError(.badServerResponse)\n        }\n        return try decoder.decode(T.self, from: data)\n    }\n")
    }

    private mutating func view() {
        add("/// A reusable \(plan.domain.lowercased()) view: an icon, a title and a caption.")
        add("final class \(name): UIView {")
        add("    private let iconView = UIImageView()\n    private let titleLabel = UILabel()\n    private let captionLabel = UILabel()\n    private let stack = UIStackView()\n")
        add("    override init(frame: CGRect) {\n        super.init(frame: frame)\n        setUp()\n    }\n\n    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n        setUp()\n    }\n")
        add("    private func setUp() {\n        titleLabel.font = .preferredFont(forTextStyle: .headline)\n        captionLabel.font = .preferredFont(forTextStyle: .footnote)\n        captionLabel.textColor = .secondaryLabel\n        stack.axis = .vertical\n        stack.spacing = \(rng.pick([2, 4, 6, 8]))\n        [iconView, titleLabel, captionLabel].forEach(stack.addArrangedSubview)\n        stack.translatesAutoresizingMaskIntoConstraints = false\n        addSubview(stack)\n        NSLayoutConstraint.activate([\n            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),\n            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),\n            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),\n            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),\n        ])\n    }\n")
        add("    func configure(title: String, caption: String?, symbol: String) {\n        titleLabel.text = title\n        captionLabel.text = caption\n        captionLabel.isHidden = caption == nil\n        iconView.image = UIImage(systemName: symbol)\n    }\n")
    }

    private mutating func cell() {
        add("/// A table cell for one \(plan.domain.lowercased()) row.")
        add("final class \(name): UITableViewCell {")
        add("    static let reuseIdentifier = \"\(name)\"\n")
        add("    private let badgeLabel = UILabel()\n    private var imageTask: Task<Void, Never>?\n")
        add("    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)\n        badgeLabel.font = .preferredFont(forTextStyle: .caption2)\n        badgeLabel.textColor = .white\n        badgeLabel.backgroundColor = .systemRed\n        accessoryView = badgeLabel\n    }\n\n    required init?(coder: NSCoder) {\n        fatalError(\"init(coder:) has not been implemented\")\n    }\n")
        add("    override func prepareForReuse() {\n        super.prepareForReuse()\n        imageTask?.cancel()\n        imageTask = nil\n        textLabel?.text = nil\n        detailTextLabel?.text = nil\n        badgeLabel.text = nil\n    }\n")
        add("    func configure(title: String, detail: String?, badge: Int) {\n        textLabel?.text = title\n        detailTextLabel?.text = detail\n        badgeLabel.text = badge > 0 ? \" \\(badge) \" : nil\n        badgeLabel.sizeToFit()\n    }\n")
    }

    private mutating func utility() {
        add("/// Formatting helpers for \(plan.domain.lowercased()) values.")
        add("enum \(name) {")
        add("    private static let dateFormatter: DateFormatter = {\n        let formatter = DateFormatter()\n        formatter.dateStyle = .\(rng.pick(["short", "medium", "long"]))\n        formatter.timeStyle = .none\n        return formatter\n    }()\n")
        add("    private static let numberFormatter: NumberFormatter = {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .decimal\n        formatter.maximumFractionDigits = \(rng.int(0...3))\n        return formatter\n    }()\n")
        add("    static func string(from date: Date?) -> String {\n        guard let date else { return \"—\" }\n        return dateFormatter.string(from: date)\n    }\n")
        add("    static func string(from number: Double) -> String {\n        numberFormatter.string(from: NSNumber(value: number)) ?? String(number)\n    }\n")
    }

    private mutating func viewController(controllers: [ProjectGenerator.Plan]) {
        let tableBased = rng.chance(30)
        let base = tableBased ? "UITableViewController" : "UIViewController"
        add("/// The \(plan.domain.lowercased()) screen.")
        add("final class \(name): \(base) {")
        add("    private let viewModel = \(plan.domain)ScreenModel()\n    private var items: [String] = []\n")
        // Status bar members, in about 40% of controllers.
        let statusRoll = rng.int(0...99)
        if statusRoll < 15 {
            add("    override var preferredStatusBarStyle: UIStatusBarStyle {\n        .\(rng.pick(["lightContent", "darkContent", "default"]))\n    }\n")
            statusBarOverrides += 1
        } else if statusRoll < 25 {
            add("    private var isHeaderDark = \(rng.chance(50)) {\n        didSet { setNeedsStatusBarAppearanceUpdate() }\n    }\n")
            add("    override var preferredStatusBarStyle: UIStatusBarStyle {\n        isHeaderDark ? .lightContent : .default\n    }\n")
            statusBarOverrides += 1
        } else if statusRoll < 32 {
            add("    override var prefersStatusBarHidden: Bool {\n        true\n    }\n")
            statusBarOverrides += 1
        } else if statusRoll < 36 {
            add("    override var prefersStatusBarHidden: Bool {\n        traitCollection.verticalSizeClass == .compact\n    }\n\n    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {\n        .slide\n    }\n")
            statusBarOverrides += 2
        } else if statusRoll < 40 {
            add("    init() {\n        super.init(nibName: nil, bundle: nil)\n        modalPresentationCapturesStatusBarAppearance = true\n    }\n\n    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n    }\n\n    override var preferredStatusBarStyle: UIStatusBarStyle {\n        .lightContent\n    }\n")
            statusBarOverrides += 1
        }
        add("    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = viewModel.title")
        if !tableBased { add("        view.backgroundColor = .\(rng.pick(["systemBackground", "secondarySystemBackground", "systemGroupedBackground"]))") }
        add("        navigationItem.rightBarButtonItem = UIBarButtonItem(\n            barButtonSystemItem: .add, target: self, action: #selector(showNext))\n    }\n")
        let other = controllers.isEmpty ? name : controllers[rng.int(0...(controllers.count - 1))].typeName
        if rng.chance(50) {
            add("    @objc private func showNext() {\n        let next = \(other)()\n        navigationController?.pushViewController(next, animated: true)\n    }\n")
        } else {
            let style = rng.pick(["fullScreen", "pageSheet", "formSheet", "overFullScreen", "automatic"])
            add("    @objc private func showNext() {\n        let next = \(other)()\n        next.modalPresentationStyle = .\(style)\n        present(next, animated: true)\n    }\n")
        }
    }

    private mutating func navigationController() {
        add("/// The navigation controller of the \(plan.domain.lowercased()) flow.")
        add("final class \(name): UINavigationController {")
        let roll = rng.int(0...99)
        if roll < 50 {
            add("    override var childForStatusBarStyle: UIViewController? {\n        topViewController\n    }\n\n    override var childForStatusBarHidden: UIViewController? {\n        topViewController\n    }\n")
            statusBarOverrides += 2
        } else if roll < 75 {
            add("    override var preferredStatusBarStyle: UIStatusBarStyle {\n        .lightContent\n    }\n")
            statusBarOverrides += 1
        }
        add("    override func viewDidLoad() {\n        super.viewDidLoad()\n        navigationBar.prefersLargeTitles = \(rng.chance(50))")
        if rng.chance(30) { add("        navigationBar.barStyle = .black") }
        add("        navigationBar.tintColor = UIColor(named: \"\(plan.domain)Tint0\")\n    }\n")
    }

    // MARK: - Filler

    private mutating func filler() {
        helper += 1
        let k = helper
        let noun = rng.pick(["Draft", "Entry", "Page", "Section", "Row", "Item", "Batch", "Filter"])
        switch rng.int(0...9) {
        case 0:
            add("    // MARK: - Helpers \(k)\n")
            add("    private func isValidIdentifier\(k)(_ value: String) -> Bool {\n        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: \"-_\"))\n        return !value.isEmpty && value.unicodeScalars.allSatisfy(allowed.contains)\n    }\n")
        case 1:
            add("    private func summary\(k)(of values: [Double]) -> (minimum: Double, maximum: Double, mean: Double)? {\n        guard let first = values.first else { return nil }\n        var minimum = first, maximum = first, total = 0.0\n        for value in values {\n            minimum = min(minimum, value)\n            maximum = max(maximum, value)\n            total += value\n        }\n        return (minimum, maximum, total / Double(values.count))\n    }\n")
        case 2:
            add("    /// Groups `keys` by their first letter, sorted.\n    private func sections\(k)(for keys: [String]) -> [(letter: Character, keys: [String])] {\n        let grouped = Dictionary(grouping: keys) { $0.first ?? \"#\" }\n        return grouped.keys.sorted().map { ($0, grouped[$0, default: []].sorted()) }\n    }\n")
        case 3:
            add("    private func relativeDescription\(k)(of date: Date, now: Date = Date()) -> String {\n        let seconds = Int(now.timeIntervalSince(date))\n        switch seconds {\n        case ..<60: return \"just now\"\n        case ..<3_600: return \"\\(seconds / 60) min ago\"\n        case ..<86_400: return \"\\(seconds / 3_600) h ago\"\n        default: return \"\\(seconds / 86_400) d ago\"\n        }\n    }\n")
        case 4:
            add("    private func clampedPage\(k)(_ page: Int, total: Int, pageSize: Int = \(rng.pick([10, 20, 25]))) -> Int {\n        guard total > 0 else { return 0 }\n        let last = (total - 1) / pageSize\n        return Swift.min(Swift.max(page, 0), last)\n    }\n")
        case 6:
            add("    private struct \(noun)Cache\(k) {\n        private var storage: [String: Date] = [:]\n        private let lifetime: TimeInterval = \(rng.pick([60, 300, 900, 3_600]))\n\n        mutating func insert(_ key: String, at date: Date = Date()) {\n            storage[key] = date\n        }\n\n        func isFresh(_ key: String, now: Date = Date()) -> Bool {\n            guard let date = storage[key] else { return false }\n            return now.timeIntervalSince(date) < lifetime\n        }\n    }\n")
        case 7:
            add("    private func parse\(noun)\(k)(_ payload: [String: Any]) -> (id: String, title: String, count: Int)? {\n        guard let id = payload[\"id\"] as? String,\n              let title = payload[\"title\"] as? String else { return nil }\n        let count = payload[\"count\"] as? Int ?? 0\n        return (id, title.trimmingCharacters(in: .whitespacesAndNewlines), count)\n    }\n")
        case 8:
            add("    private var is\(noun)Limit\(k)Reached: Bool {\n        let limit = \(rng.pick([3, 5, 10, 50]))\n        return UserDefaults.standard.integer(forKey: \"\(lower).\(noun.lowercased()).\(k)\") >= limit\n    }\n")
        case 9:
            add("    private func accessibilityLabel\(k)(for\(noun) name: String, count: Int) -> String {\n        let format = NSLocalizedString(\"%@, %d items\", comment: \"\(noun) accessibility label\")\n        return String(format: format, name, count)\n    }\n")
        default:
            add("    private func checksum\(k)(_ text: String) -> UInt32 {\n        var hash: UInt32 = 2_166_136_261\n        for byte in text.utf8 {\n            hash ^= UInt32(byte)\n            hash = hash &* 16_777_619\n        }\n        return hash\n    }\n")
        }
    }

    private func snake(_ field: String) -> String {
        var out = ""
        for c in field {
            if c.isUppercase { out += "_" + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}

extension ProjectGenerator {
    static let fieldNamesCount = 18
    static func fieldName(_ i: Int) -> String {
        ["title", "subtitle", "identifier", "createdAt", "updatedAt", "amount", "count", "isEnabled", "owner",
         "tags", "score", "note", "status", "priority", "imageURL", "position", "category", "summary"][i]
    }
    static func fieldType(_ i: Int) -> String {
        ["String", "String", "UUID", "Date", "Date", "Decimal", "Int", "Bool", "String", "[String]", "Double",
         "String?", "Status", "Int", "URL?", "Int", "String", "String?"][i]
    }
}
