class Importer
  def run(path)
    rows = CSV.read(path, headers: true)
    rows = rows.reject { |row| row["email"].nil? }
    rows = rows.first(1000)
    rows.each { |row| User.create!(row.to_h) }
  end
end
