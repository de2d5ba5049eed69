import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
    var avatarURL: URL?
    var joinedAt: Date = Date()

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
