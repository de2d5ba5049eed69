#import <Foundation/Foundation.h>
#import "Logger.h"
#import "LogFormatter.h"

@implementation Logger

- (void)log:(NSString *)message {
    NSLog(@"%@", message);
}

@end
