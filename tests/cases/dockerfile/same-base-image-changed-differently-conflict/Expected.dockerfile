<<<<<<< left
FROM python:3.12-slim
||||||| base
FROM python:3.11-slim
=======
FROM python:3.11-alpine
>>>>>>> right

WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["gunicorn", "app:app"]
