pub fn describe(queue: &Queue) -> String {
    let head = queue.first().clone();
    let size = queue.first().len() + queue.rest.len();
    format!("{head} and {size} more")
}
