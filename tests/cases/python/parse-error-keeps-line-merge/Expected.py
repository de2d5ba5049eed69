class Queue:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)
<<<<<<< left

    def pop(self):
        return self.items.pop(0)
||||||| base
=======

    def __len__(self)
        return len(self.items)
>>>>>>> right
