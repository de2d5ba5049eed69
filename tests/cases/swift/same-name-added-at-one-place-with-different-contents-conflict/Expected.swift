import Foundation

struct Profile {
    let id: UUID
    var displayName: String
    var email: String
<<<<<<< left
    var isVerified: Bool = false
||||||| base
=======
    var isVerified: Bool = true
>>>>>>> right

    func greeting() -> String {
        "Hello, \(displayName)"
    }
}
