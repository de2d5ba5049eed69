pub fn describe(queue: &Queue) -> String {
<<<<<<< left
    let head = queue.first().clone();
    let size = queue.first().len() + queue.rest.len();
    format!("{head} and {size} more")
||||||| base
    let head = queue.first.clone();
    let size = queue.first.len() + queue.rest.len();
    format!("{head} and {size} more")
=======
    let head = queue.first.clone();
    let label = queue.first.label();
    let size = queue.first.len() + queue.rest.len();
    format!("{head} ({label}) and {size} more")
>>>>>>> right
}
