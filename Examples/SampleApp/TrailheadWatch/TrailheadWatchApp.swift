//
//  TrailheadWatchApp.swift
//  TrailheadWatch
//

import SwiftUI

@main
struct TrailheadWatchApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HikeTimerView()
            }
        }
    }
}
