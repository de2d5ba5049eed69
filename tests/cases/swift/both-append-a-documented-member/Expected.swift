import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
    /// Where the profile picture is served from, if one was uploaded.
    var avatarURL: URL?
    /// When the account was created.
    var joinedAt: Date = Date()

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
