Pager::Pager(std::vector<Item> items, std::string path)
{
    items_ = std::move(items);
    path_ = path == "/" ? path : trim(path);
    total_ = items_.size();
}
