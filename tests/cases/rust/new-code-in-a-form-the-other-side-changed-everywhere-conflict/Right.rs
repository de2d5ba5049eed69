pub fn describe(queue: &Queue) -> String {
    let head = queue.first.clone();
    let label = queue.first.label();
    let size = queue.first.len() + queue.rest.len();
    format!("{head} ({label}) and {size} more")
}
