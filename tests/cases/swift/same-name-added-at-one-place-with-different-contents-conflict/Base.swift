import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
