import Foundation
print("viewraster")
