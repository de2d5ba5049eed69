import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
    /// Where the profile picture is served from, if one was uploaded.
    var avatarURL: URL?

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
