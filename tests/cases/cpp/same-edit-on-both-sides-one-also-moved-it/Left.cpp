Pager::Pager(std::vector<Item> items, std::string path)
{
    path_ = path == "/" ? path : trim(path);
    items_ = std::move(items);
    total_ = items_.size();
}
