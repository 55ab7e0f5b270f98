import SwiftUI

/// The plants, each pushed to its detail; a sheet adds one, from the toolbar or from the empty
/// list's own button; the care guide is pushed as a value the stack's destination shows.
struct PlantListView: View {
    @EnvironmentObject private var store: PlantStore
    @State private var isAdding = false
    @State private var isAddingFirst = false

    var body: some View {
        List {
            ForEach(store.plants) { plant in
                NavigationLink {
                    PlantDetailView(plant: plant)
                } label: {
                    Label(plant.name, systemImage: "drop")
                }
            }
            if store.plants.isEmpty {
                Button("Add your first plant") { isAddingFirst = true }
            }
            NavigationLink(value: GardenPage.careGuide) {
                Label("Care guide", systemImage: "book")
            }
        }
        .navigationTitle("Plants")
        .toolbarBackground(Color(red: 0.13, green: 0.37, blue: 0.25), for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
        .toolbar {
            Button("Add") { isAdding = true }
        }
        .sheet(isPresented: $isAdding) {
            AddPlantView()
        }
        .sheet(isPresented: $isAddingFirst) {
            AddPlantView()
        }
        .navigationDestination(for: GardenPage.self) { _ in
            CareGuideView()
        }
    }
}

/// The pages the plant list pushes by value.
enum GardenPage: Hashable {
    case careGuide
}

/// How often each kind of plant wants water, pushed from the plant list; each tip opens its page
/// in a half-height sheet of its own stack.
struct CareGuideView: View {
    @State private var openTip: CareTip?

    var body: some View {
        List {
            Text("Succulents: every two weeks")
            Text("Ferns: twice a week")
            Section("Tips") {
                ForEach(CareTip.all) { tip in
                    Button(tip.title) { openTip = tip }
                }
            }
        }
        .navigationTitle("Care guide")
        .sheet(item: $openTip) { tip in
            TipSheet(title: tip.title) {
                tip.page
            }
        }
    }
}

/// A care tip: its title and the page it was made with (`CareTips.swift`).
struct CareTip: Identifiable {
    let id: String
    let title: String
    private let content: AnyView

    init(id: String, title: String, @ViewBuilder content: () -> some View) {
        self.id = id
        self.title = title
        self.content = AnyView(content())
    }

    var page: some View { content }
}

/// The stack a tip's page opens in: its title, a Done button, half height first.
struct TipSheet<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(title)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                    }
                }
        }
        .presentationDetents([.medium, .large])
    }
}
