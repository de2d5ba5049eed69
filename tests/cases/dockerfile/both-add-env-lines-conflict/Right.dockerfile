FROM node:20-alpine
WORKDIR /srv
ENV NODE_ENV=production
ENV LOG_LEVEL=info
COPY package*.json ./
RUN npm ci --omit=dev
COPY . .
CMD ["node", "server.js"]
