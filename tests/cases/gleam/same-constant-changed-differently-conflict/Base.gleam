const max_players = 4

pub fn can_join(current: Int) -> Bool {
  current < max_players
}
