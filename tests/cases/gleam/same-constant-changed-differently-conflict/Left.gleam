const max_players = 8

pub fn can_join(current: Int) -> Bool {
  current < max_players
}
