const max_players = 6

pub fn can_join(current: Int) -> Bool {
  current < max_players
}
