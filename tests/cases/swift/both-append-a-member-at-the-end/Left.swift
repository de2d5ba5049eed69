import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
    var avatarURL: URL?

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
