FROM node:20-alpine
WORKDIR /srv
ENV NODE_ENV=production
<<<<<<< left
ENV PORT=8080
||||||| base
=======
ENV LOG_LEVEL=info
>>>>>>> right
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
CMD ["node", "server.js"]
