class Importer
  def run(path)
    rows = CSV.read(path, headers: true)
    rows = rows.reject { |row| row["email"].nil? }
<<<<<<< left
    rows = rows.uniq { |row| row["email"] }
||||||| base
=======
    rows = rows.first(1000)
>>>>>>> right
    rows.each { |row| User.create!(row.to_h) }
  end
end
