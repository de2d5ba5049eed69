class Importer
  def run(path)
    rows = CSV.read(path, headers: true)
    rows = rows.reject { |row| row["email"].nil? }
    rows = rows.uniq { |row| row["email"] }
    rows.each { |row| User.create!(row.to_h) }
  end
end
