<<<<<<< left
const max_players = 8
||||||| base
const max_players = 4
=======
const max_players = 6
>>>>>>> right

pub fn can_join(current: Int) -> Bool {
  current < max_players
}
