import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
    var joinedAt: Date = Date()

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
