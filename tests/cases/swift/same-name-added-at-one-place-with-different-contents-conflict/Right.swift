import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
    var isVerified: Bool = true

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
